import { useCallback } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/layout/section';
import { paths } from '@/config/paths';
import {
  accountCreatedAt,
  changeDisplayName,
  changePassword,
  countRecords,
  requestEmailChange,
} from '@/features/auth/account-api';
import { accountErrorMessage, type AccountAction, type AccountFormError } from '@/features/auth/auth-errors';
import { AccountOverview } from '@/features/auth/components/account-overview';
import { DeleteAccount } from '@/features/auth/components/delete-account';
import { DisplayNameForm } from '@/features/auth/components/display-name-form';
import { EmailChangeForm } from '@/features/auth/components/email-change-form';
import { PasswordChangeForm } from '@/features/auth/components/password-change-form';
import { toDisplayName, type DisplayNameValues } from '@/features/auth/schema';
import { useRecordCounts } from '@/features/auth/use-record-counts';
import { BackupButton } from '@/features/export/components/backup-button';
import { RestoreBackup } from '@/features/export/components/restore-backup';
import { CurrencyForm } from '@/features/units/components/currency-form';
import { UnitsForm } from '@/features/units/components/units-form';
import { saveCurrency, saveUnitPreferences } from '@/features/units/units-api';
import { useUnitPreferences } from '@/features/units/use-unit-preferences';
import { refreshAuthState, useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { auth } from '@/lib/firebase-app';
import { errorCode } from '@/utils/errors';

const countAccountRecords = (userId: string) => countRecords(db, userId);

/** Runs an account change; gives null when it is done, else what the form says (the cause logged). */
async function attempt(action: AccountAction, change: () => Promise<void>): Promise<AccountFormError | null> {
  try {
    await change();
    return null;
  } catch (cause) {
    const failure = accountErrorMessage(errorCode(cause), action);
    console.error(failure.message, cause);
    return failure;
  }
}

/**
 * The signed-in user's account: what it holds, and its name, password and email to change. Each
 * change needs the server and says plainly whether it was made; what was typed stays on a failure.
 */
export function AccountRoute() {
  const user = useSignedInUser();
  const counts = useRecordCounts(user.uid, countAccountRecords);
  const units = useUnitPreferences(user.uid);

  const saveName = useCallback(
    (values: DisplayNameValues) =>
      attempt('displayName', async () => {
        await changeDisplayName(auth, db, toDisplayName(values.firstName, values.lastName));
        // Auth does not announce a new name: the header reads it again now.
        refreshAuthState();
      }),
    [],
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Account" />
      <Section title="Overview">
        <AccountOverview
          email={user.email}
          createdAt={accountCreatedAt(auth.currentUser)}
          counts={counts.state}
          onRetry={counts.retry}
        />
      </Section>
      <Section title="Display name">
        <DisplayNameForm displayName={user.displayName} onSubmit={saveName} />
      </Section>
      <Section title="Units">
        <UnitsForm
          preferences={units.preferences}
          profileOnDevice={units.known}
          onSave={(preferences) => saveUnitPreferences(db, user.uid, preferences)}
        />
      </Section>
      <Section title="Currency">
        <CurrencyForm
          currency={units.currency}
          profileOnDevice={units.known}
          onSave={(currency) => saveCurrency(db, user.uid, currency)}
        />
      </Section>
      <Section title="Password">
        <PasswordChangeForm
          email={user.email}
          onSubmit={(values) =>
            attempt('password', () => changePassword(auth, values.currentPassword, values.newPassword))
          }
        />
      </Section>
      <Section title="Email">
        <p className="mb-4 text-sm break-words text-stone-700">
          You log in with <span className="font-medium">{user.email}</span>. To change it, we first send a verification
          link to the new address.
        </p>
        <EmailChangeForm
          email={user.email}
          onSubmit={(values) =>
            attempt('email', () =>
              requestEmailChange(
                auth,
                values.newEmail,
                values.currentPassword,
                `${window.location.origin}${paths.login.href()}`,
              ),
            )
          }
        />
      </Section>

      <Section title="Restore from a backup">
        <p className="mb-4 text-sm text-stone-700">
          A backup is the JSON file that the dashboard's Download all my data (JSON) writes, from this account or
          another one.
        </p>
        <RestoreBackup user={user} />
      </Section>
      <Section title="Delete account">
        <DeleteAccount
          user={{ uid: user.uid, email: user.email }}
          backup={<BackupButton user={{ uid: user.uid, email: user.email }} />}
        />
      </Section>
    </div>
  );
}
