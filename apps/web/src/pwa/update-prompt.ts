import { msg } from '@lingui/core/macro';
import { buttonStyles } from '../components/ui/button';
import { i18n } from '../lib/i18n/i18n';

/**
 * 'Update available' with Reload, drawn with plain DOM in the app's language rather than a React root of its own:
 * this module loads after the page, and a second React root would pull React DOM's client out of the page's
 * first-load chunk into one of its own.
 */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

let shown = false;

/** Once per page; Later closes it until the next page load. */
export function showUpdatePrompt(onReload: () => void) {
  if (shown) return;
  shown = true;
  const prompt = element(
    'div',
    'fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-overlay sm:inset-x-auto sm:end-4',
  );
  prompt.setAttribute('role', 'status');
  const text = element('div', 'min-w-0 flex-1 text-sm');
  text.append(element('p', 'font-semibold text-slate-900', i18n._(msg`Update available`)));
  const later = element('button', buttonStyles({ variant: 'ghost', size: 'sm' }), i18n._(msg`Later`));
  const reload = element('button', buttonStyles({ size: 'sm' }), i18n._(msg`Reload`));
  later.type = 'button';
  reload.type = 'button';
  later.addEventListener('click', () => prompt.remove());
  reload.addEventListener('click', () => {
    reload.disabled = true;
    reload.setAttribute('aria-busy', 'true');
    onReload();
  });
  const actions = element('div', 'flex gap-2');
  actions.append(later, reload);
  prompt.append(text, actions);
  document.body.append(prompt);
}
