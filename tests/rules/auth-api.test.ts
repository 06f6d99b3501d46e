import { waitForPendingWrites } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { logIn, logOut, requestPasswordReset, signUp } from '@/features/auth/auth-api';
import { loginErrorMessage, signupErrorMessage } from '@/features/auth/auth-errors';
import { errorCode } from '@/utils/errors';
import { useAppClients } from '../support/app-clients';
import { createAccount, passwordResetLink, serverDoc, uniqueEmail } from '../support/emulators';
import { useRulesTestEnv } from '../support/rules-env';

// The signup, login and logout api functions against the Auth emulator, and the profile they
// write through the rules on the Firestore emulator, as the app calls them (its own SDK clients).
useRulesTestEnv();

const PASSWORD = 'range-day-2026';
const client = useAppClients('auth-api');

const signupValues = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Shooter',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

describe('signUp', () => {
  it('creates the account signed in as "First Last", and the server accepts its users/{uid} profile', async () => {
    const { auth, db } = client();
    const email = uniqueEmail('api-signup');
    const user = await signUp(auth, db, signupValues(email));
    expect(auth.currentUser?.uid).toBe(user.uid);
    expect(auth.currentUser?.displayName).toBe('Ada Shooter');

    await waitForPendingWrites(db);
    const profile = await serverDoc(`users/${user.uid}`);
    expect(profile?.displayName?.stringValue).toBe('Ada Shooter');
    expect(profile?.email?.stringValue).toBe(email);
    expect(profile?.createdAt?.timestampValue).toEqual(expect.any(String));
  });

  it("writes the account's address as Auth gives it, so the server accepts the profile of an address typed in capitals", async () => {
    const { auth, db } = client();
    const typed = uniqueEmail('Api-Signup-Capitals').replace('@example.com', '@Example.COM');
    const user = await signUp(auth, db, signupValues(typed));

    await waitForPendingWrites(db);
    const profile = await serverDoc(`users/${user.uid}`);
    expect(profile?.email?.stringValue).toBe(user.email);
    expect(user.email).toBe(typed.toLowerCase());
  });

  it('refuses a second account on the same email, with the form message', async () => {
    const email = uniqueEmail('api-signup-twice');
    const first = client();
    await signUp(first.auth, first.db, signupValues(email));
    const second = client();
    const refusal = await signUp(second.auth, second.db, signupValues(email)).catch((error: unknown) => error);
    expect(signupErrorMessage(errorCode(refusal))).toBe('An account with this email already exists.');
    expect(second.auth.currentUser).toBeNull();
  });
});

describe('logIn and logOut', () => {
  it('signs in with the right password, refuses a wrong one, and signs out', async () => {
    const email = uniqueEmail('api-login');
    const made = client();
    const user = await signUp(made.auth, made.db, signupValues(email));

    const { auth } = client();
    const refusal = await logIn(auth, email, 'not-the-password').catch((error: unknown) => error);
    // With or without email enumeration protection, the form says the password was not accepted.
    expect(['Incorrect password. Please try again.', 'Incorrect email or password. Please try again.']).toContain(
      loginErrorMessage(errorCode(refusal)),
    );
    expect(auth.currentUser).toBeNull();

    await logIn(auth, email, PASSWORD);
    expect(auth.currentUser?.uid).toBe(user.uid);
    expect(auth.currentUser?.displayName).toBe('Ada Shooter');

    await logOut(auth);
    expect(auth.currentUser).toBeNull();
  });
});

describe('requestPasswordReset', () => {
  const continueUrl = 'http://127.0.0.1:4173/login';

  it('emails a reset link that leads back to the continue URL', async () => {
    const email = uniqueEmail('api-reset');
    await createAccount(email, PASSWORD);
    await requestPasswordReset(client().auth, email, continueUrl);
    const link = await passwordResetLink(email);
    expect(new URL(link ?? 'http://none').searchParams.get('continueUrl')).toBe(continueUrl);
  });

  it('resolves for an email with no account, as for one with an account, and sends nothing', async () => {
    const email = uniqueEmail('api-reset-nobody');
    await expect(requestPasswordReset(client().auth, email, continueUrl)).resolves.toBeUndefined();
    expect(await passwordResetLink(email)).toBeNull();
  });

  it('still sends the link, without a continue URL, when the project refuses the continue URL', async () => {
    const email = uniqueEmail('api-reset-refused-url');
    await createAccount(email, PASSWORD);
    await requestPasswordReset(client().auth, email, 'not a url');
    const link = await passwordResetLink(email);
    expect(link).not.toBeNull();
    expect(new URL(link ?? 'http://none').searchParams.has('continueUrl')).toBe(false);
  });
});
