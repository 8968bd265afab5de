import { expect } from 'vitest';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import type { ApiClient } from '../../../support/api-client';

/** What the loyalty pages read: the member's standing in The One. */
export interface Details {
  Data: { IsPhoneSucceeded: boolean };
  DataModel: {
    CurrentSegment: string | null;
    CurrentSegmentContentUrl: string;
    OneCardTextsContentUrl: string;
    CardNo: string;
    PointsBalance: number;
    PendingPoints: number;
    TotalSpend: number;
    ExpiringPoints: number;
    NextSegment: { Segment: string; Missing: number } | null;
    SegmentHeldUntil: string | null;
    Statement: { Kind: string; Points: number }[];
  };
}

/** The member's loyalty details, as The One page reads them. */
export async function detailsOf(client: ApiClient): Promise<Details['DataModel'] & { HasCard: boolean }> {
  const answer = await client.get<Details>(ONECARD_API.details);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...answer.body.Result!.DataModel, HasCard: answer.body.Result!.Data.IsPhoneSucceeded };
}
