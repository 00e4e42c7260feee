import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} Somo. Learning for everyone, everywhere.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.courses()} className="hover:text-slate-900">
                Courses
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className="hover:text-slate-900">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.privacy()} className="hover:text-slate-900">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
