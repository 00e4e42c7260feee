import { z } from 'zod';
import { splitKey, type EndpointDescription, type EndpointKey, type EndpointMap } from './endpoint';
import { ERROR_STATUS, ErrorBody, type ErrorCode } from './errors';

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint descriptions: nothing about an endpoint is
 * written a second time for the reference. JSON Schema 2020-12 is OpenAPI 3.1's own schema language, so zod's
 * converter output is used as it is; request schemas are described as the API accepts them, answers as it sends
 * them.
 */
type JsonSchema = Record<string, unknown>;

/** Every endpoint can answer these, whatever it does. */
const COMMON_ERRORS: readonly ErrorCode[] = ['validation_error', 'rate_limited', 'internal_error'];

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/courses/:id/` → `/courses/{id}/`, the form OpenAPI uses. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function parameters(description: EndpointDescription, path: string) {
  const list: JsonSchema[] = [];
  const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  };
  add(description.params, 'path');
  add(description.query, 'query');
  // A path parameter the schema does not name still has to be declared.
  for (const match of path.matchAll(/:([A-Za-z_]\w*)/g)) {
    const name = match[1] as string;
    if (!list.some((parameter) => parameter.name === name && parameter.in === 'path')) {
      list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return list;
}

function formSchema(form: NonNullable<EndpointDescription['form']>): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(form).map(([name, kind]) => [
      name,
      kind === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : { type: 'string' },
    ]),
  );
  return { type: 'object', properties };
}

/** JSON, a multipart form, or either one where the endpoint describes both. */
function requestBody(description: EndpointDescription) {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (description.body) content['application/json'] = { schema: schemaOf(description.body, 'input') };
  if (description.form) content['multipart/form-data'] = { schema: formSchema(description.form) };
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

function responses(description: EndpointDescription, errorSchema: JsonSchema) {
  const status = String(description.status ?? 200);
  const success = description.response
    ? {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(description.response, 'output') } },
      }
    : { description: 'Success', content: { [description.produces ?? 'application/octet-stream']: {} } };
  const answers: Record<string, JsonSchema> = { [status]: success };
  const listed: ErrorCode[] = [...description.errors, ...COMMON_ERRORS];
  if (description.auth === 'required') listed.push('not_authenticated');
  // A token that is sent is checked on every endpoint that reads one.
  if (description.auth !== 'none') listed.push('invalid_token', 'token_expired', 'account_inactive');
  const codes = [...new Set(listed)];
  for (const code of codes) {
    const httpStatus = String(ERROR_STATUS[code]);
    const existing = answers[httpStatus];
    const listed = existing ? `${existing.description as string}, ${code}` : `Error: ${code}`;
    answers[httpStatus] = { description: listed, content: { 'application/json': { schema: errorSchema } } };
  }
  return answers;
}

function operation(key: EndpointKey, description: EndpointDescription, errorSchema: JsonSchema) {
  const { method, path } = splitKey(key);
  const body = requestBody(description);
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next?: string) => (next ?? '').toUpperCase())}`,
    summary: description.summary,
    tags: [description.tag],
    ...(description.roles ? { description: `For: ${description.roles.join(', ')}.` } : {}),
    ...(description.auth === 'required' ? { security: [{ bearer: [] }] } : {}),
    ...(description.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    parameters: parameters(description, path),
    ...(body ? { requestBody: body } : {}),
    responses: responses(description, errorSchema),
  };
}

/**
 * zod puts a named schema (`.meta({ id })`; a recursive one, such as a post with its replies, needs a name) in the
 * `$defs` of each schema that uses it and refers to it from the root (`#/$defs/…`), which in this document is the
 * document itself. The definitions move to components.schemas and the references follow them there; two different
 * schemas under one name are a mistake in the contract.
 */
function hoistDefinitions(node: unknown, schemas: Record<string, JsonSchema>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) hoistDefinitions(child, schemas);
    return;
  }
  const record = node as JsonSchema;
  for (const child of Object.values(record)) hoistDefinitions(child, schemas);
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#/$defs/')) {
    record.$ref = `#/components/schemas/${record.$ref.slice('#/$defs/'.length)}`;
  }
  const definitions = record.$defs as Record<string, JsonSchema> | undefined;
  if (!definitions) return;
  delete record.$defs;
  for (const [name, schema] of Object.entries(definitions)) {
    const known = schemas[name];
    if (known && JSON.stringify(known) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas are named ${name} in the contract.`);
    }
    schemas[name] = schema;
  }
}

export type OpenApiInfo = { title: string; version: string; description: string; serverUrl: string };

export function openApiDocument(endpoints: EndpointMap, info: OpenApiInfo) {
  const errorSchema = { $ref: '#/components/schemas/Error' };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, description] of Object.entries(endpoints) as [EndpointKey, EndpointDescription][]) {
    const { method, path } = splitKey(key);
    const item = (paths[openApiPath(path)] ??= {});
    item[method.toLowerCase()] = operation(key, description, errorSchema);
  }
  const schemas: Record<string, JsonSchema> = { Error: schemaOf(ErrorBody, 'output') };
  hoistDefinitions(paths, schemas);
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
