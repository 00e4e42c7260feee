import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginBody } from '@somo/contract/auth';
import { api } from '../../../lib/api-client';

/** A 401 here means wrong credentials, so it is shown on the form rather than treated as an expired session. */
export function postLogin(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login/', body, {
    skipAuthRefresh: true,
    parse: (data) => LoginResponse.parse(data),
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postLogin });
}
