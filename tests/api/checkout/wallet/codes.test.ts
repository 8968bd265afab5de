import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { latestCode } from '../../account/members/helpers';
import { addCard, cardBody, cards, linkWallet, status, WALLET_API, walletMember } from './helpers';

// Every response code of docs/behaviour/payments.md#wallet-response-codes, each driven by the README's test phone or card, and
// what the store answers for it.

describe('card wallet: account status and linking', () => {
  it('a phone with no account shows the add-card prompt; adding a card asks the code (5001) and then lists it, masked', async () => {
    const { client, phone } = await walletMember();
    const first = (await status(client)).body.Result!;
    expect(first).toMatchObject({ AccountStatus: '0000000000', View: 'add', ResponseCode: '0000' });
    const added = await client.post<{ Action: string; ResponseCode: string; ReferenceNo: string }>(
      WALLET_API.addCard,
      cardBody('5400 3600 0000 0003', 'Bonus'),
    );
    expect(added.body.Result).toMatchObject({ ResponseCode: '5001', Action: 'otp' });
    // A wrong code (1409) keeps the prompt open with the tries counted.
    const wrong = await client.post(WALLET_API.verify, { referenceNo: added.body.Result!.ReferenceNo, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Exception?.ErrorCode).toBe('WALLET_WRONG_CODE');
    expect(wrong.body.Result).toMatchObject({ ResponseCode: '1409', TryCount: 1, OtpMaxTryCount: 3 });
    expect(wrong.body.Message).toBe('Girdiğiniz kod hatalı. Lütfen tekrar deneyin.');
    const code = await latestCode(client, phone);
    const right = await client.post(WALLET_API.verify, { referenceNo: added.body.Result!.ReferenceNo, code });
    expect(right.body.Result).toMatchObject({ ResponseCode: '0000', Action: 'done' });
    expect((await status(client)).body.Result).toMatchObject({ AccountStatus: '0101100000', View: 'cards' });
    // Characters 5 to 14 as stars.
    expect(await cards(client)).toEqual([{ Name: 'Bonus', Value1: '5400**********03', BankIca: 'garanti' }]);
    // The spent code does not work twice.
    const again = await client.post(WALLET_API.verify, { referenceNo: added.body.Result!.ReferenceNo, code });
    expect(again.status).toBe(404);
  });

  it('the demo phone has an account with a card, not linked: the link prompt, then the code links it (5001)', async () => {
    const { client } = await walletMember();
    // A plain phone without an account: linking is refused with the provider's description.
    const none = await client.post(WALLET_API.link);
    expect(none.status).toBe(409);
    expect(none.body.Message).toBe('Cüzdan hesabı bu mağazaya bağlı değildir.');
    const demo = new ApiClient();
    await signInAyse(demo);
    const seen = (await status(demo)).body.Result!;
    expect(seen.AccountStatus.slice(0, 5)).toMatch(/^01010|01011/);
    if (seen.View === 'link') {
      const linked = await linkWallet(demo, '5321234567');
      expect(linked.ResponseCode).toBe('0000');
    }
    expect((await status(demo)).body.Result!.View).toBe('cards');
    expect((await cards(demo)).map((c) => c.Name)).toContain('Bonus');
  });

  it('5008 asks for the code as 5001 does', async () => {
    const { client, phone } = await walletMember('008');
    expect((await status(client)).body.Result).toMatchObject({ View: 'link', AccountStatus: '0101000000' });
    const started = await client.post<{ ResponseCode: string; Action: string }>(WALLET_API.link);
    expect(started.body.Result).toMatchObject({ ResponseCode: '5008', Action: 'otp' });
    expect(await latestCode(client, phone)).toMatch(/^\d{6}$/);
  });

  it('5002 asks for the wallet PIN (sent nowhere) and 1357 answers it', async () => {
    const { client } = await walletMember('002');
    const started = await client.post<{ ResponseCode: string; Action: string; ReferenceNo: string }>(WALLET_API.link);
    expect(started.body.Result).toMatchObject({ ResponseCode: '5002', Action: 'pin' });
    const verified = await client.post(WALLET_API.verify, { referenceNo: started.body.Result!.ReferenceNo, code: '1357' });
    expect(verified.body.Result).toMatchObject({ ResponseCode: '0000' });
    expect((await status(client)).body.Result!.View).toBe('cards');
  });

  it('5015: the PIN card asks its PIN on adding; three wrong answers spend the prompt (1410, the description)', async () => {
    const { client, phone } = await walletMember();
    await addCard(client, phone, '5400360000000003', 'Bonus');
    const added = await client.post<{ ResponseCode: string; Action: string; ReferenceNo: string }>(
      WALLET_API.addCard,
      cardBody('5892830000000000', 'Maximum'),
    );
    expect(added.body.Result).toMatchObject({ ResponseCode: '5015', Action: 'pin' });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await client.post(WALLET_API.verify, { referenceNo: added.body.Result!.ReferenceNo, code: '9999' }));
    expect(answers.map((a) => a.body.Result)).toMatchObject([{ ResponseCode: '1409' }, { ResponseCode: '1409' }, { ResponseCode: '1410' }]);
    expect(answers[2]!.body.Message).toBe('Doğrulama kodu üç kez hatalı girildi. Lütfen yeni bir kod isteyin.');
    expect((await cards(client)).map((c) => c.Name)).toEqual(['Bonus']);
  });

  it('6006 on the status check and 1419 on the list are no errors', async () => {
    const check = await walletMember('006');
    expect((await status(check.client)).body.Result).toMatchObject({ ResponseCode: '6006', Action: 'done', View: 'link' });
    const list = await walletMember('419');
    await linkWallet(list.client, list.phone);
    const answer = await list.client.get<{ ResponseCode: string; Cards: unknown[] }>(WALLET_API.cards);
    expect(answer.status).toBe(200);
    expect(answer.body.Result).toMatchObject({ ResponseCode: '1419', Action: 'done' });
    expect(answer.body.Result!.Cards).toHaveLength(1);
  });

  it('1078: the card list fails and the answer sends the page to the card (credit_card), in both languages', async () => {
    const { client, phone } = await walletMember('078');
    await linkWallet(client, phone);
    const answer = await client.get(WALLET_API.cards);
    expect(answer.status).toBe(502);
    expect(answer.body.Exception?.ErrorCode).toBe('WALLET_CARD_LIST_FAILED');
    expect(answer.body.Result).toEqual({ ResponseCode: '1078', PaymentMethodCode: 'credit_card' });
    expect(answer.body.Message).toContain('Kayıtlı kartlarınız şu anda listelenemiyor');
    client.cookies.set('LanguageId', '2');
    expect((await client.get(WALLET_API.cards)).body.Message).toContain('Your saved cards cannot be listed right now');
  });

  it('a restricted account and a phone of another account have their own messages; any other code shows the description', async () => {
    const cases = [
      [
        '099',
        409,
        'WALLET_ACCOUNT_RESTRICTED',
        'Kart cüzdanı hesabınız kullanıma kapatılmıştır',
        'Your card wallet account has been restricted',
      ],
      [
        '098',
        409,
        'WALLET_DIFFERENT_ACCOUNT',
        'başka bir kart cüzdanı hesabına kayıtlıdır',
        'registered to a different card wallet account',
      ],
      ['097', 409, 'WALLET_PROVIDER_ERROR', 'Cüzdan servisi şu anda yanıt vermiyor', 'The wallet service is not responding right now'],
    ] as const;
    for (const [end, code, name, tr, en] of cases) {
      const { client } = await walletMember(end);
      for (const call of [
        () => status(client),
        () => client.post(WALLET_API.link),
        () => client.post(WALLET_API.addCard, cardBody('5400360000000003', 'A')),
      ]) {
        client.cookies.delete('LanguageId');
        const answer = await call();
        expect(answer.status, end).toBe(code);
        expect(answer.body.Exception?.ErrorCode).toBe(name);
        expect(answer.body.Message).toContain(tr);
      }
      client.cookies.set('LanguageId', '2');
      expect((await status(client)).body.Message).toContain(en);
    }
  });
});

/** Signs the demo member ayşe in. */
async function signInAyse(client: ApiClient) {
  const answer = await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  client.forgetToken();
}
