import { withIslandI18n } from '@lib/platform';
import { ContactEditor } from '../../account/members/ContactEditor';
import { DeliveryStep, type DeliveryStepProps } from './DeliveryStep';
import { MemberAddresses } from './MemberAddresses';

const parts = { MemberAddresses, ContactEditor };

/** The delivery step as a member sees it: the address book and the account's phone. */
export default withIslandI18n((props: DeliveryStepProps) => <DeliveryStep {...props} parts={parts} />);
