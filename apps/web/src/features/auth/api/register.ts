import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';
import { loadAuthContract } from './auth-contract';

export async function postRegister(body: RegisterBody): Promise<RegisterResponse> {
  const { RegisterResponse } = await loadAuthContract();
  return api.call('POST /auth/register/', {
    body,
    skipAuthRefresh: true,
    parse: (data) => RegisterResponse.parse(data),
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: postRegister });
}
