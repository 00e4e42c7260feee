import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PdfAnalysis, PdfPreview, PdfPreviewFields } from '@somo/contract/ai';
import { postAnalyzePdf, postPreviewPdf } from '../api/pdf-course';
import { pdfFileError } from './pdf-file';

/** Upload and text extraction happen in the analysis call; lessons and questions in the preview call. */
export type PdfStage = 'idle' | 'analyzing' | 'generating' | 'ready' | 'failed';

const ANALYZE_FAILED = msg`Failed to analyze PDF. Please try again.`;
const PREVIEW_FAILED = msg`Failed to generate preview. Please try again.`;

/** A failed step: the error, worded when shown, and the step's own text for when the server gave none. */
export type PdfFailure = { error: unknown; fallback: MessageDescriptor };

type DraftState = {
  file: File | null;
  fileError: MessageDescriptor | null;
  stage: PdfStage;
  analysis: PdfAnalysis | null;
  preview: PdfPreview | null;
  failure: PdfFailure | null;
};

const INITIAL: DraftState = {
  file: null,
  fileError: null,
  stage: 'idle',
  analysis: null,
  preview: null,
  failure: null,
};

type Options = {
  /** Lets the form fill in what the document suggests; answers the fields to preview with. */
  onAnalysis: (analysis: PdfAnalysis) => PdfPreviewFields;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The PDF side of Create Course: a chosen file is analysed, then previewed, one step after the other. Choosing
 * another file or leaving PDF mode cancels whatever is still running.
 */
export function usePdfDraft({ onAnalysis }: Options) {
  const [state, setState] = useState<DraftState>(INITIAL);
  const running = useRef<AbortController | null>(null);
  const onAnalysisRef = useRef(onAnalysis);

  useEffect(() => {
    onAnalysisRef.current = onAnalysis;
  });
  useEffect(() => () => running.current?.abort(), []);

  const begin = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return controller;
  };

  const preview = async (file: File, fields: PdfPreviewFields, controller: AbortController) => {
    setState((current) => ({ ...current, stage: 'generating', failure: null }));
    try {
      const { preview: result } = await postPreviewPdf(file, fields, controller.signal);
      if (!controller.signal.aborted)
        setState((current) => ({ ...current, stage: 'ready', preview: result }));
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      setState((current) => ({ ...current, stage: 'failed', failure: { error, fallback: PREVIEW_FAILED } }));
    }
  };

  const analyze = async (file: File) => {
    const controller = begin();
    setState({ ...INITIAL, file, stage: 'analyzing' });
    try {
      const { analysis } = await postAnalyzePdf(file, controller.signal);
      if (controller.signal.aborted) return;
      setState((current) => ({ ...current, analysis }));
      await preview(file, onAnalysisRef.current(analysis), controller);
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      setState((current) => ({ ...current, stage: 'failed', failure: { error, fallback: ANALYZE_FAILED } }));
    }
  };

  const choose = (file: File) => {
    const problem = pdfFileError(file);
    if (problem) {
      running.current?.abort();
      setState({ ...INITIAL, fileError: problem });
      return;
    }
    void analyze(file);
  };

  /** Runs the step that failed again. */
  const retry = () => {
    const { file, analysis } = state;
    if (!file) return;
    if (!analysis) {
      void analyze(file);
      return;
    }
    void preview(file, onAnalysisRef.current(analysis), begin());
  };

  const clear = () => {
    running.current?.abort();
    setState(INITIAL);
  };

  return {
    ...state,
    busy: state.stage === 'analyzing' || state.stage === 'generating',
    choose,
    retry,
    clear,
  };
}
