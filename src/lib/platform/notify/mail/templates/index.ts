import type { MessageKind } from '../../messages';
import { accountDeleted } from './account-deleted';
import { addressChanged } from './address-changed';
import { appLink } from './app-link';
import { bagShared } from './bag-shared';
import { campaign } from './campaign';
import { code } from './code';
import { dataExportReady } from './data-export-ready';
import { orderConfirmed } from './order-confirmed';
import { orderUpdate } from './order-update';
import { passwordChanged } from './password-changed';
import { pointsStatement } from './points-statement';
import { rebornUpdate } from './reborn-update';
import { repairBooked } from './repair-booked';
import { returnCancelled } from './return-cancelled';
import { returnRequested } from './return-requested';
import { sellerAnswered } from './seller-answered';
import { welcome } from './welcome';
import type { Template } from './template';

/** One template per kind of message: a kind added to MESSAGE_KINDS without one does not compile. */
export const TEMPLATES: { [K in MessageKind]: Template<K> } = {
  code,
  welcome,
  orderConfirmed,
  orderUpdate,
  returnRequested,
  returnCancelled,
  addressChanged,
  passwordChanged,
  dataExportReady,
  accountDeleted,
  bagShared,
  appLink,
  sellerAnswered,
  rebornUpdate,
  repairBooked,
  pointsStatement,
  campaign,
};
