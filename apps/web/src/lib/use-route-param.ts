import { useParams } from 'react-router';

/** A path parameter the route table guarantees; its absence means the route table is wrong. */
export function useRouteParam(name: string): string {
  const value = useParams()[name];
  if (value === undefined) throw new Error(`Route parameter "${name}" is missing`);
  return value;
}
