import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { logIn } from '@/features/auth/auth-api';
import { completeProfile } from '@/features/auth/profile-api';
import { useAppClients } from '../support/app-clients';
import { changeAccountEmail, createAccount, serverDoc, uniqueEmail } from '../support/emulators';
import { useRulesTestEnv } from '../support/rules-env';

// A signup that stopped after the account existed is finished on the next sign-in: completeProfile
// against the Auth emulator, writing through the rules on the Firestore emulator, as the app calls it.
useRulesTestEnv();

const PASSWORD = 'range-day-2026';
const client = useAppClients('profile-api');

/** An account made on the Auth emulator with no profile document (a signup that stopped half-way), signed in. */
async function halfDoneAccount(
  label: string,
  displayName?: string,
): Promise<{ db: Firestore; user: User; email: string }> {
  const email = uniqueEmail(label);
  await createAccount(email, PASSWORD, displayName);
  const { auth, db } = client();
  await logIn(auth, email, PASSWORD);
  if (!auth.currentUser) throw new Error('Not signed in');
  return { db, user: auth.currentUser, email };
}

describe('completeProfile', () => {
  it("creates a missing profile from the account's name and email, and a second call changes nothing", async () => {
    const { db, user, email } = await halfDoneAccount('complete-missing', 'Ada Shooter');
    expect(await serverDoc(`users/${user.uid}`)).toBeNull();

    expect(await completeProfile(db, user)).toBe('completed');
    const profile = await serverDoc(`users/${user.uid}`);
    expect(profile?.displayName?.stringValue).toBe('Ada Shooter');
    expect(profile?.email?.stringValue).toBe(email);
    expect(profile?.createdAt?.timestampValue).toEqual(expect.any(String));

    expect(await completeProfile(db, user)).toBe('already-complete');
    expect(await serverDoc(`users/${user.uid}`)).toEqual(profile);
  });

  it('sets the display name the signup meant to set, on the account and in the profile', async () => {
    const { db, user } = await halfDoneAccount('complete-name');
    expect(user.displayName).toBeNull();

    expect(await completeProfile(db, user, { displayName: 'Annie Oakley' })).toBe('completed');
    expect(user.displayName).toBe('Annie Oakley');
    expect((await serverDoc(`users/${user.uid}`))?.displayName?.stringValue).toBe('Annie Oakley');

    // The same pending name again (another tab, a retry): nothing more to do.
    expect(await completeProfile(db, user, { displayName: 'Annie Oakley' })).toBe('already-complete');
  });

  it('leaves an existing profile as it is on the next sign-in', async () => {
    const { db, user } = await halfDoneAccount('complete-exists', 'First Name');
    expect(await completeProfile(db, user)).toBe('completed');
    const profile = await serverDoc(`users/${user.uid}`);

    const again = client();
    await logIn(again.auth, user.email ?? '', PASSWORD);
    if (!again.auth.currentUser) throw new Error('Not signed in');
    expect(await completeProfile(again.db, again.auth.currentUser)).toBe('already-complete');
    expect(await serverDoc(`users/${user.uid}`)).toEqual(profile);
  });

  it('gives an account with no name at all a profile named after its email, so none is left without one', async () => {
    const { db, user, email } = await halfDoneAccount('complete-nameless');
    expect(await completeProfile(db, user)).toBe('completed');
    expect((await serverDoc(`users/${user.uid}`))?.displayName?.stringValue).toBe(email.split('@')[0]);
  });

  it("makes the profile's email follow the account's once its email was changed, on the next sign-in", async () => {
    const { db, user, email } = await halfDoneAccount('complete-email', 'Annie Oakley');
    expect(await completeProfile(db, user)).toBe('completed');
    const before = await serverDoc(`users/${user.uid}`);
    expect(before?.email?.stringValue).toBe(email);

    const newEmail = uniqueEmail('complete-email-new');
    await changeAccountEmail(user.uid, newEmail);
    const again = client();
    await logIn(again.auth, newEmail, PASSWORD);
    if (!again.auth.currentUser) throw new Error('Not signed in');
    expect(await completeProfile(again.db, again.auth.currentUser)).toBe('completed');

    const after = await serverDoc(`users/${user.uid}`);
    expect(after?.email?.stringValue).toBe(newEmail);
    expect(after?.displayName).toEqual(before?.displayName);
    expect(after?.createdAt).toEqual(before?.createdAt);
    // Up to date now: nothing more to write.
    expect(await completeProfile(again.db, again.auth.currentUser)).toBe('already-complete');
    expect(await serverDoc(`users/${user.uid}`)).toEqual(after);
  });
});
