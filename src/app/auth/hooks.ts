import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import type { otpMachine } from '../../machines/otp.machine';
import { useSystemActor } from '../root/hooks';

/** The code step a signup or a reset runs (their `otp` child). */
export type OtpActor = ActorRefFrom<typeof otpMachine>;

export const useAuthActor = () => useSystemActor('auth');
export const useSignupActor = () => useSystemActor('signup');
export const usePasswordResetActor = () => useSystemActor('passwordReset');
export const useAuth = <T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T) => useSelector(useAuthActor(), selector);
export const useViewer = () => useAuth((snapshot) => snapshot.context.viewer);
