import type { StoredValueProvider } from './stored-value';
import type { TenderKind } from './tenders';

/** A provider that refuses every spend (the instrument's sandbox replaces it in this issue). */
export function unavailableProvider(kind: TenderKind): StoredValueProvider {
  return {
    kind,
    redeem: async () => ({ ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' }),
    reverse: async () => undefined,
    refund: async () => ({ ok: false }),
  };
}
