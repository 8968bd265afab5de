import type { ExportStatus } from './rules';

/** What the member's page knows of their latest request for their data. */
export interface DataExportView {
  Id: number;
  Status: ExportStatus;
  RequestedAt: string;
  ReadyAt: string | null;
  ExpiresAt: string | null;
  DownloadedAt: string | null;
  SizeBytes: number | null;
  /** The one-time download link, only while the file is ready. */
  DownloadUrl: string | null;
}

/** The data export's endpoints, in one place for the island and the tests. */
export const DATA_EXPORT_API = {
  state: '/cop-api/customer/my-data',
  request: '/cop-api/customer/my-data',
  sendCode: '/cop-api/customer/my-data/send-otp',
} as const;
