import { useSearchParams } from 'react-router';

function toId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The messages page keeps its state in the address: the search (prefilled from a message notification),
 * the open course conversation (?course=&contact=) or direct conversation (?with=), so Back works.
 */
export function useMessagesParams() {
  const [params, setParams] = useSearchParams();

  const change = (edit: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace },
    );

  const closeAll = (next: URLSearchParams) => {
    next.delete('course');
    next.delete('contact');
    next.delete('with');
  };

  return {
    search: params.get('search') ?? '',
    courseId: toId(params.get('course')),
    contactId: toId(params.get('contact')),
    directId: toId(params.get('with')),
    setSearch: (value: string) =>
      change((next) => (value ? next.set('search', value) : next.delete('search')), true),
    openCourseChat: (courseId: number, contactId: number, replace = false) =>
      change((next) => {
        closeAll(next);
        next.set('course', String(courseId));
        next.set('contact', String(contactId));
      }, replace),
    openDirect: (userId: number) =>
      change((next) => {
        closeAll(next);
        next.set('with', String(userId));
      }),
    close: () => change(closeAll),
  };
}
