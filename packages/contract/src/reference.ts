import { z } from 'zod';
import { describeEndpoints } from './endpoint';

/** The files of the API reference page, served from the server's own copy of Swagger UI. */
export const REFERENCE_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js'] as const;

export const referenceEndpoints = describeEndpoints({
  'GET /openapi.json': {
    summary: 'This document: the OpenAPI 3.1 description of every endpoint, generated from the contract.',
    tag: 'Reference',
    auth: 'none',
    produces: 'application/json',
    errors: [],
  },
  'GET /docs/': {
    summary: 'The API reference page for people (Swagger UI over this document).',
    tag: 'Reference',
    auth: 'none',
    produces: 'text/html',
    errors: [],
  },
  'GET /docs/:file': {
    summary: "The reference page's scripts and styles.",
    tag: 'Reference',
    auth: 'none',
    params: z.object({ file: z.enum(REFERENCE_FILES) }),
    produces: 'text/javascript',
    errors: ['not_found'],
  },
});
