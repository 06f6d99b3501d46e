import type { Auth, User } from 'firebase/auth';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  accountCreatedAt,
  changeDisplayName,
  changePassword,
  countRecords,
  requestEmailChange,
} from '@/features/auth/account-api';
import { logIn } from '@/features/auth/auth-api';
import { completeProfile } from '@/features/auth/profile-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS } from '@/features/sessions/schema';
import { errorCode } from '@/utils/errors';
import { useAppClients } from '../support/app-clients';
import {
  accountUid,
  createAccount,
  emailChangeLink,
  followEmailedLink,
  serverDoc,
  uniqueEmail,
} from '../support/emulators';
import { useRulesTestEnv } from '../support/rules-env';

// The account page's data layer as the app calls it: Auth on the Auth emulator, the profile written
// through the rules on the Firestore emulator.
const rulesEnv = useRulesTestEnv();

const PASSWORD = 'range-day-2026';
const NEW_PASSWORD = 'new-range-day-2027';
const client = useAppClients('account-api');

/** A new account with its profile (as a finished signup leaves it), signed in. */
async function signedInAccount(
  label: string,
  displayName = 'Annie Oakley',
): Promise<{ auth: Auth; db: Firestore; user: User; email: string }> {
  const email = uniqueEmail(label);
  await createAccount(email, PASSWORD, displayName);
  const { auth, db } = client();
  await logIn(auth, email, PASSWORD);
  if (!auth.currentUser) throw new Error('Not signed in');
  await completeProfile(db, auth.currentUser);
  return { auth, db, user: auth.currentUser, email };
}

/** Whether the Auth emulator lets this email and password sign in. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  return accountUid(email, password).then(
    () => true,
    () => false,
  );
}

/** The Auth error code a call rejects with. */
async function rejection(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => errorCode(error),
  );
}

describe('changeDisplayName', () => {
  it('sets the new name on Auth and in the profile together, leaving its email and createdAt', async () => {
    const { auth, db, user, email } = await signedInAccount('name-change');
    const before = await serverDoc(`users/${user.uid}`);

    await changeDisplayName(auth, db, 'Carlos Hathcock');

    expect(auth.currentUser?.displayName).toBe('Carlos Hathcock');
    const after = await serverDoc(`users/${user.uid}`);
    expect(after?.displayName?.stringValue).toBe('Carlos Hathcock');
    expect(after?.email?.stringValue).toBe(email);
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.updatedAt?.timestampValue).not.toBe(before?.updatedAt?.timestampValue);
    // Another sign-in reads the new name from Auth itself.
    const again = client();
    await logIn(again.auth, email, PASSWORD);
    expect(again.auth.currentUser?.displayName).toBe('Carlos Hathcock');
  });

  it('creates the profile a signup left missing', async () => {
    const email = uniqueEmail('name-no-profile');
    await createAccount(email, PASSWORD, 'Half Done');
    const { auth, db } = client();
    await logIn(auth, email, PASSWORD);
    const uid = auth.currentUser?.uid ?? '';
    expect(await serverDoc(`users/${uid}`)).toBeNull();

    await changeDisplayName(auth, db, 'Whole Now');

    expect(await serverDoc(`users/${uid}`)).toMatchObject({
      displayName: { stringValue: 'Whole Now' },
      email: { stringValue: email },
      createdAt: { timestampValue: expect.any(String) },
    });
  });

  it('refuses a name longer than a profile holds and changes nothing', async () => {
    const { auth, db, user } = await signedInAccount('name-too-long');
    await expect(changeDisplayName(auth, db, 'x'.repeat(201))).rejects.toThrow();
    expect(auth.currentUser?.displayName).toBe('Annie Oakley');
    expect((await serverDoc(`users/${user.uid}`))?.displayName?.stringValue).toBe('Annie Oakley');
  });
});

describe('changePassword', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { auth, email } = await signedInAccount('password-wrong');
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(
      await rejection(changePassword(auth, 'not-my-password', NEW_PASSWORD)),
    );
    expect(await canSignIn(email, PASSWORD)).toBe(true);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(false);
  });

  it('sets the new password: it signs in and the old one no longer does; this device stays signed in', async () => {
    const { auth, email, user } = await signedInAccount('password-change');
    await changePassword(auth, PASSWORD, NEW_PASSWORD);
    expect(auth.currentUser?.uid).toBe(user.uid);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
  });

  it('passes on a password the server finds too weak', async () => {
    const { auth } = await signedInAccount('password-weak');
    expect(await rejection(changePassword(auth, PASSWORD, '12345'))).toBe('auth/weak-password');
  });
});

describe('requestEmailChange', () => {
  it('refuses a wrong current password and sends no link', async () => {
    const { auth, email } = await signedInAccount('email-wrong');
    const newEmail = uniqueEmail('email-wrong-new');
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(
      await rejection(requestEmailChange(auth, newEmail, 'not-my-password')),
    );
    expect(await emailChangeLink(email, newEmail)).toBeNull();
  });

  it('refuses an email another account has', async () => {
    const { auth } = await signedInAccount('email-taken');
    const taken = uniqueEmail('email-taken-other');
    await createAccount(taken, PASSWORD);
    expect(await rejection(requestEmailChange(auth, taken, PASSWORD))).toBe('auth/email-already-in-use');
  });

  it('emails a verification link to the new address; following it moves the account, and the profile follows on the next sign-in', async () => {
    const { auth, user, email } = await signedInAccount('email-change');
    const newEmail = uniqueEmail('email-change-new');

    await requestEmailChange(auth, newEmail, PASSWORD, 'http://127.0.0.1:4173/login');

    const link = await emailChangeLink(email, newEmail);
    expect(link).not.toBeNull();
    expect(new URL(link ?? '').searchParams.get('continueUrl')).toBe('http://127.0.0.1:4173/login');
    // Nothing changes until the link is followed.
    expect(await canSignIn(email, PASSWORD)).toBe(true);
    expect(await canSignIn(newEmail, PASSWORD)).toBe(false);

    await followEmailedLink(link ?? '');

    expect(await canSignIn(newEmail, PASSWORD)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
    expect((await serverDoc(`users/${user.uid}`))?.email?.stringValue).toBe(email);

    const again = client();
    await logIn(again.auth, newEmail, PASSWORD);
    if (!again.auth.currentUser) throw new Error('Not signed in');
    expect(again.auth.currentUser.uid).toBe(user.uid);
    expect(await completeProfile(again.db, again.auth.currentUser)).toBe('completed');
    expect(await serverDoc(`users/${user.uid}`)).toMatchObject({
      email: { stringValue: newEmail },
      displayName: { stringValue: 'Annie Oakley' },
    });
    expect(await completeProfile(again.db, again.auth.currentUser)).toBe('already-complete');
    // A name change after the move keeps the new email in the profile.
    await changeDisplayName(again.auth, again.db, 'Annie Moses');
    expect((await serverDoc(`users/${user.uid}`))?.email?.stringValue).toBe(newEmail);
  });

  it('on a device still signed in when the link is followed, the profile follows once the account is reloaded', async () => {
    // Production signs every device out when the email changes; the Auth emulator does not, so a
    // device can hold a token minted with the old email: completeProfile renews it before writing.
    const { auth, db, user, email } = await signedInAccount('email-change-reload');
    const newEmail = uniqueEmail('email-change-reload-new');
    await requestEmailChange(auth, newEmail, PASSWORD);
    await followEmailedLink((await emailChangeLink(email, newEmail)) ?? '');

    await user.reload();
    expect(user.email).toBe(newEmail);
    expect(await completeProfile(db, user)).toBe('completed');
    expect((await serverDoc(`users/${user.uid}`))?.email?.stringValue).toBe(newEmail);
  });
});

/** An active session as stored, with `shots` shots. */
const activeSession = (userId: string, shots: number) => ({
  ...sessionFixtures.handload,
  userId,
  status: 'active',
  shots: Array.from({ length: shots }, (_unused, n) => ({
    id: `shot-${n}`,
    timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
    velocity: 2800 + n,
    impact: null,
    note: '',
  })),
  shotIds: Array.from({ length: shots }, (_unused, n) => `shot-${n}`),
  exclusions: {},
  statistics: EMPTY_STATISTICS,
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_000_000),
  endedAt: null,
});

describe('countRecords and accountCreatedAt', () => {
  it("counts the account's own firearms, load developments and sessions, and nobody else's", async () => {
    const { db, user } = await signedInAccount('counts');
    const other = await createAccount(uniqueEmail('counts-other'), PASSWORD);
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore();
      const seed = (path: string, userId: string) => setDoc(doc(admin, path), { userId });
      await Promise.all([
        seed('firearms/f1', user.uid),
        seed('firearms/f2', user.uid),
        seed('loadDevelopment/l1', user.uid),
        seed('loadDevelopment/l2', user.uid),
        seed('loadDevelopment/l3', user.uid),
        seed('shootingSession/s1', user.uid),
        seed('firearms/f3', other.uid),
        seed('shootingSession/s2', other.uid),
        // Ended sessions' shots are summed from their summaries; an active session's are counted whole.
        setDoc(doc(admin, 'sessionSummary/s1'), { userId: user.uid, statistics: { totalShots: 20 } }),
        setDoc(doc(admin, 'sessionSummary/s2'), { userId: other.uid, statistics: { totalShots: 7 } }),
        setDoc(doc(admin, 'shootingSession/s3'), activeSession(user.uid, 3)),
        setDoc(doc(admin, 'shootingSession/s4'), activeSession(other.uid, 5)),
      ]);
    });

    expect(await countRecords(db, user.uid)).toEqual({ firearms: 2, loadDevelopments: 3, sessions: 2, shots: 23 });
  });

  it('counts nothing for a new account', async () => {
    const { db, user } = await signedInAccount('counts-empty');
    expect(await countRecords(db, user.uid)).toEqual({ firearms: 0, loadDevelopments: 0, sessions: 0, shots: 0 });
  });

  it("gives when the account was made, from Auth's own record", async () => {
    const startedAt = Date.now();
    const { user } = await signedInAccount('created');
    const created = accountCreatedAt(user);
    expect(created).toBeInstanceOf(Date);
    // Auth keeps it to the millisecond; allow the emulator's clock a few seconds either way.
    expect(Math.abs((created?.getTime() ?? 0) - startedAt)).toBeLessThan(10_000);
    expect(accountCreatedAt(null)).toBeNull();
  });
});
