import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse } from '@somo/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys, priceDependentKeys } from './admin-keys';

export function getAdminCourses(signal?: AbortSignal): Promise<AdminCourse[]> {
  return api.call('GET /admin/courses/', { signal });
}

export function useAdminCourses() {
  return useQuery({ queryKey: adminKeys.courses(), queryFn: ({ signal }) => getAdminCourses(signal) });
}

/** Spec 02 §4: after a price change the price caches are refreshed and the list reloaded. */
export function useSetCoursePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number }) =>
      api.call('PUT /admin/courses/:id/price/', { params: { id }, body: { price } }),
    onSuccess: () =>
      Promise.all(
        [adminKeys.courses(), adminKeys.dashboard(), ...priceDependentKeys()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
