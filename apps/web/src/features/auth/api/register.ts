import { useMutation } from '@tanstack/react-query';
import { RegisterResponse, type RegisterBody } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';

export function postRegister(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register/', body, {
    skipAuthRefresh: true,
    parse: (data) => RegisterResponse.parse(data),
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: postRegister });
}
