// The part of the official iyzico client (iyzipay, CommonJS, no types of its own) the store uses:
// every resource takes a request object and answers through a Node callback with iyzico's JSON.

declare module 'iyzipay' {
  type Callback = (error: Error | null, result: unknown) => void;

  /** One API resource: its calls send the request object as the resource's request model. */
  interface IyzipayResource {
    create(request: Record<string, unknown>, callback: Callback): void;
    retrieve(request: Record<string, unknown>, callback: Callback): void;
  }

  interface IyzipayConfig {
    uri: string;
    apiKey: string;
    secretKey: string;
  }

  class Iyzipay {
    constructor(config: IyzipayConfig);
    payment: IyzipayResource;
    threedsInitialize: IyzipayResource;
    threedsPayment: IyzipayResource;
    cancel: IyzipayResource;
    refund: IyzipayResource;
    binNumber: IyzipayResource;
    installmentInfo: IyzipayResource;
  }

  export default Iyzipay;
}
