import { withIslandI18n } from '@lib/platform';
import { DeliveryStep, type DeliveryStepProps } from './DeliveryStep';
import { GuestForm } from './GuestForm';

const parts = { GuestForm };

/** The delivery step as a guest sees it: contact, address and their codes. */
export default withIslandI18n((props: DeliveryStepProps) => <DeliveryStep {...props} parts={parts} />);
