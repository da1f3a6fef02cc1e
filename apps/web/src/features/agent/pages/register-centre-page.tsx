import { InviteLinksSection } from '../components/register/invite-links-section';
import { OpenAccountForm } from '../components/register/open-account-form';

/** registerCenter: open a downline account, and the invitation links with their codes and QR codes. */
export const RegisterCentrePage = () => (
  <div className="flex flex-col gap-4" data-testid="agent-register-centre">
    <OpenAccountForm />
    <InviteLinksSection />
  </div>
);
