import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';

/** This device stays signed in; the server signs the account out everywhere else. */
export function postChangePassword(body: ChangePasswordBody) {
  return api.call('POST /auth/password/change/', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
