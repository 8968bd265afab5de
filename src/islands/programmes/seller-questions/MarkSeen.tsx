import { useEffect } from 'react';
import { call } from '@lib/platform';
import { type SfClient, sfHeaders } from '@lib/programmes/seller-questions/client';
import { SF_API, STORE_ID } from '@lib/programmes/seller-questions/client';

/** Tells the seller service the member has seen the new answers this page shows (silently: a failure changes nothing shown). */
export default function MarkSeen({ customerId, messageIds, sf }: { customerId: number; messageIds: number[]; sf: SfClient }) {
  useEffect(() => {
    for (const messageId of messageIds) {
      void call(SF_API.seen, {
        method: 'POST',
        body: { customerId, messageId, StoreId: STORE_ID },
        headers: sfHeaders(sf),
        silent: true,
      }).catch(() => undefined);
    }
  }, [customerId, messageIds, sf]);
  return null;
}
