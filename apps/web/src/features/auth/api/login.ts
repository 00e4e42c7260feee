import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';
import { loadAuthContract } from './auth-contract';

/** A 401 here means wrong credentials, so it is shown on the form rather than treated as an expired session. */
export async function postLogin(body: LoginBody): Promise<LoginResponse> {
  const { LoginResponse } = await loadAuthContract();
  return api.call('POST /auth/login/', {
    body,
    skipAuthRefresh: true,
    parse: (data) => LoginResponse.parse(data),
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postLogin });
}
