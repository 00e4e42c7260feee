import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayStyles =
  'fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in';

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Every dialog is named; screen readers read it when focus moves in. */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
};

function Heading({
  title,
  description,
  hideTitle,
  inDrawer,
}: Pick<DialogContentProps, 'title' | 'description' | 'hideTitle'> & { inDrawer?: boolean }) {
  return (
    <>
      <DialogPrimitive.Title
        className={cn(
          'font-semibold text-slate-900',
          inDrawer ? 'text-base' : 'text-lg',
          hideTitle && 'sr-only',
        )}
      >
        {title}
      </DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className={inDrawer ? 'sr-only' : 'mt-1.5 text-sm text-slate-600'}>
          {description}
        </DialogPrimitive.Description>
      ) : null}
    </>
  );
}

function CloseButton() {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close
      aria-label={t`Close`}
      className="absolute end-3.5 top-3.5 flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <X className="size-5" aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

/** A centred modal: focus is trapped inside and returns to the trigger on close. */
export function DialogContent({
  title,
  description,
  hideTitle,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayStyles} />
      <DialogPrimitive.Content
        // Without a description Radix expects the attribute to be cleared explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rtl:translate-x-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-overlay data-[state=open]:animate-pop-in sm:p-6',
          className,
        )}
        {...props}
      >
        <div className="pe-10">
          <Heading title={title} description={description} hideTitle={hideTitle} />
        </div>
        <div className="mt-4">{children}</div>
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel that slides in from the start edge (the left one in English), for navigation on small screens. */
export function DrawerContent({
  title,
  description,
  hideTitle,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayStyles} />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          // The slide-in animation runs from the left, so a right-to-left page fades the drawer in instead.
          'fixed inset-y-0 start-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col overflow-y-auto border-e border-slate-200 bg-white shadow-overlay data-[state=open]:animate-slide-in-left rtl:data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        <div className="flex h-16 shrink-0 items-center border-b border-slate-100 ps-4 pe-14">
          <Heading title={title} description={description} hideTitle={hideTitle} inDrawer />
        </div>
        <div className="flex-1">{children}</div>
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3', className)}
      {...props}
    />
  );
}
