import {
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefCallback,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, PenLine } from 'lucide-react';
import { Markdown } from '../../../components/markdown/markdown';
import { Textarea } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  BULLET,
  HEADING,
  NUMBERED,
  insertImage,
  insertLink,
  insertTable,
  toggleInline,
  toggleLinePrefix,
  type Edit,
  type Selection,
} from '../lib/markdown-edits';
import { ImageDialog } from './image-dialog';
import { MarkdownToolbar, type ToolbarAction } from './markdown-toolbar';

type MarkdownEditorProps = {
  /** The text area's id, also given to its Field's label. */
  id: string;
  courseId: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form's hold on the text area (to focus it when its content is refused). */
  textareaRef: RefCallback<HTMLTextAreaElement>;
};

type Panel = 'write' | 'preview';

/** Ctrl (⌘ on a Mac) with these keys formats like the toolbar's buttons. */
const SHORTCUTS: Record<string, ToolbarAction> = { b: 'bold', i: 'italic', k: 'link' };

/**
 * The lesson's Markdown: a toolbar that writes the marks for you, the text, and the lesson as students will see
 * it. Side by side where the editor is wide enough; on a phone, Write and Preview are two tabs.
 */
export function MarkdownEditor({
  id,
  courseId,
  name,
  value,
  onChange,
  onBlur,
  textareaRef,
}: MarkdownEditorProps) {
  const { t } = useLingui();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [panel, setPanel] = useState<Panel>('write');
  const [imageOpen, setImageOpen] = useState(false);
  // The selection to restore once the edited text is on screen.
  const nextSelection = useRef<Selection | null>(null);
  // Where the image goes: the selection when the dialog opened (the dialog takes focus away).
  const imageTarget = useRef<Selection>({ start: 0, end: 0 });
  // Typing stays quick in a long lesson: the preview catches up when the browser has time.
  const preview = useDeferredValue(value);

  useLayoutEffect(() => {
    const selection = nextSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    nextSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const currentSelection = (): Selection => {
    const element = textarea.current;
    return element ? { start: element.selectionStart, end: element.selectionEnd } : { start: 0, end: 0 };
  };

  const apply = (edit: Edit) => {
    nextSelection.current = edit.selection;
    onChange(edit.text);
  };

  const run = (action: ToolbarAction) => {
    const text = textarea.current?.value ?? value;
    const selection = currentSelection();
    switch (action) {
      case 'heading':
        return apply(toggleLinePrefix(text, selection, HEADING, t`Heading`));
      case 'bold':
        return apply(toggleInline(text, selection, '**', t`bold text`));
      case 'italic':
        return apply(toggleInline(text, selection, '_', t`italic text`));
      case 'bullets':
        return apply(toggleLinePrefix(text, selection, BULLET, t`List item`));
      case 'numbers':
        return apply(toggleLinePrefix(text, selection, NUMBERED, t`List item`));
      case 'link':
        return apply(insertLink(text, selection, t`link text`, 'https://'));
      case 'table':
        return apply(insertTable(text, selection, { column: (n) => t`Column ${n}`, cell: t`Cell` }));
      case 'image':
        imageTarget.current = selection;
        setImageOpen(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = SHORTCUTS[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  return (
    <div className="@container">
      <Tabs value={panel} onValueChange={(next) => setPanel(next === 'preview' ? 'preview' : 'write')}>
        {/* Phones and narrow columns: one panel at a time. */}
        <TabsList aria-label={t`Write or preview`} className="mb-3 @3xl:hidden">
          <TabsTrigger value="write">
            <PenLine aria-hidden="true" />
            <Trans>Write</Trans>
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Eye aria-hidden="true" />
            <Trans>Preview</Trans>
          </TabsTrigger>
        </TabsList>
        <div className="grid gap-4 @3xl:grid-cols-2">
          <TabsContent
            value="write"
            forceMount
            className="min-w-0 pt-0 data-[state=inactive]:hidden @3xl:data-[state=inactive]:block"
          >
            <div className="rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 px-1 py-0.5">
              <MarkdownToolbar controls={id} onAction={run} />
            </div>
            <Textarea
              ref={(element) => {
                textarea.current = element;
                textareaRef(element);
              }}
              name={name}
              value={value}
              rows={16}
              spellCheck
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
              className="rounded-t-none font-mono text-sm leading-6"
            />
          </TabsContent>
          <TabsContent
            value="preview"
            forceMount
            className="flex min-w-0 flex-col pt-0 data-[state=inactive]:hidden @3xl:data-[state=inactive]:flex"
          >
            {/* A heading, so the lesson's own headings below it keep the page's outline in order. */}
            <h2 className="sr-only text-sm font-medium text-slate-600 @3xl:not-sr-only @3xl:flex @3xl:h-[42px] @3xl:items-center @3xl:gap-1.5">
              <Eye className="size-4" aria-hidden="true" />
              <Trans>Preview</Trans>
            </h2>
            {/* Side by side, the preview is as tall as the text area and scrolls; alone, it grows with the text. */}
            <div className="relative min-h-40 flex-1 rounded-lg border border-slate-200 bg-white">
              {/* Focusable, so a keyboard can scroll a long preview. */}
              <div
                role="region"
                aria-label={t`Lesson preview`}
                tabIndex={0}
                className="px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600 @3xl:absolute @3xl:inset-0 @3xl:overflow-y-auto"
              >
                {preview.trim() ? (
                  <Markdown source={preview} />
                ) : (
                  <p className="text-sm text-slate-500 italic">
                    <Trans>
                      Nothing to preview yet: what you write appears here as students will see it.
                    </Trans>
                  </p>
                )}
              </div>
            </div>
          </TabsContent>
        </div>
      </Tabs>
      <ImageDialog
        courseId={courseId}
        open={imageOpen}
        onOpenChange={setImageOpen}
        onInsert={({ alt, url }) =>
          apply(insertImage(textarea.current?.value ?? value, imageTarget.current, alt, url))
        }
        onCloseFocus={() => textarea.current?.focus()}
      />
    </div>
  );
}
