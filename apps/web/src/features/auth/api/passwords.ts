import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';

/** Answers the same message whether or not an account has the address. */
export function postForgotPassword(body: ForgotPasswordBody) {
  return api.call('POST /auth/password/forgot/', { body, skipAuthRefresh: true });
}

export function postResetPassword(body: ResetPasswordBody) {
  return api.call('POST /auth/password/reset/', { body, skipAuthRefresh: true });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: postForgotPassword });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: postResetPassword });
}
