// The OpenAPI 3.1 document of the REST adapter, made from the routes' declarations
// (adapter.ts RouteDoc) and their zod schemas: nothing in it is written by hand.
import {
  buyerRequestSchema, inquiryNoteSchema, inquirySchema, leadSchema, leadSummarySchema, mediaItemSchema, postSchema, postSummarySchema, productSchema,
  publicQuoteSchema, publicUserSchema, quoteLineSchema, quoteSchema, reviewSchema, siteConfigRecordSchema, testimonialSchema, timelineEventSchema,
} from '@hair/domain';
import { z } from 'zod';
import { createDocument, type oas31, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { restRoutes, type HttpMethod, type RouteDoc } from './adapter';
import { REST_MODULES } from './index';

/** Where the server mounts the REST router; the document's paths are relative to it. */
export const REST_BASE_PATH = '/api';

/** Express's '/products/:id' as OpenAPI writes it: '/products/{id}'. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The parameters of an OpenAPI path ('/products/{id}' -> ['id']). */
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

const errorSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Entities shown under their own names (as references) wherever an answer holds them. */
const namedSchemas = {
  Error: errorSchema,
  Product: productSchema,
  Testimonial: testimonialSchema,
  SiteConfigRecord: siteConfigRecordSchema,
  MediaItem: mediaItemSchema,
  Post: postSchema,
  PostSummary: postSummarySchema,
  Review: reviewSchema,
  Inquiry: inquirySchema,
  InquiryNote: inquiryNoteSchema,
  QuoteLine: quoteLineSchema,
  LeadSummary: leadSummarySchema,
  Lead: leadSchema,
  TimelineEvent: timelineEventSchema,
  Quote: quoteSchema,
  PublicQuote: publicQuoteSchema,
  BuyerRequest: buyerRequestSchema,
  User: publicUserSchema,
};

const JSON_MEDIA_TYPE = 'application/json';
/** A file sent or answered as raw bytes. */
const fileSchema = z.string().meta({ format: 'binary' });
const errorResponse = (description: string) => ({ description, content: { [JSON_MEDIA_TYPE]: { schema: errorSchema } } });

function responses(method: HttpMethod, path: string, doc: RouteDoc): ZodOpenApiResponsesObject {
  const result: ZodOpenApiResponsesObject = doc.file
    ? { '200': { description: 'The file', content: { [doc.file]: { schema: fileSchema } } } }
    : doc.response
      ? { [`${doc.status ?? 200}`]: { description: doc.status === 201 ? 'Created' : 'OK', content: { [JSON_MEDIA_TYPE]: { schema: doc.response } } } }
      : { '204': { description: 'Done; no body' } };
  if (doc.query || doc.body || doc.fileBody || pathParams(path).length) result['400'] = errorResponse('Invalid input; the message names the field');
  if (doc.access !== 'public') result['401'] = errorResponse('No token, or an expired, unknown or revoked one');
  if (doc.access === 'admin' || method !== 'get') result['403'] = errorResponse('Not an admin, or a read-only API token on a write');
  if (pathParams(path).length) result['404'] = errorResponse('Not found');
  result.default = errorResponse('Any other error (409 conflict, 413 too large, 415 not the media type of the body, 429 too many attempts)');
  return result;
}

function operation(tag: string, method: HttpMethod, path: string, doc: RouteDoc): ZodOpenApiOperationObject {
  const params = pathParams(path);
  return {
    tags: [tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    requestParams: {
      ...(params.length ? { path: doc.params ?? z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) } : {}),
      ...(doc.query ? { query: doc.query as z.ZodObject } : {}),
    },
    ...(doc.body ? { requestBody: { required: true, content: { [JSON_MEDIA_TYPE]: { schema: doc.body } } } } : {}),
    ...(doc.fileBody ? { requestBody: { required: true, content: Object.fromEntries(doc.fileBody.map((type) => [type, { schema: fileSchema }])) } } : {}),
    responses: responses(method, path, doc),
  };
}

/** Every declared route as the document lists it: method and OpenAPI path. */
export function declaredRoutes(): { tag: string; method: HttpMethod; path: string; doc: RouteDoc }[] {
  const routes: { tag: string; method: HttpMethod; path: string; doc: RouteDoc }[] = [];
  for (const module of REST_MODULES) {
    module.declare(restRoutes((method, path, doc) => routes.push({ tag: module.tag, method, path: toOpenApiPath(path), doc })));
  }
  return routes;
}

function buildDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const { tag, method, path, doc } of declaredRoutes()) {
    (paths[path] ??= {})[method] = operation(tag, method, path, doc);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Hair catalogue REST API',
        version: '1.0.0',
        description: 'JSON, snake_case fields, string ids. Reads are public unless marked; writes need an admin bearer token: '
          + 'an API token (vsh_…) made on the admin screen "API tokens", or a session token from POST /api/auth/login. '
          + 'A read-only API token may only read. Errors answer { "error": "message", "details"?: [...] }.',
      },
      servers: [{ url: REST_BASE_PATH }],
      paths,
      components: {
        schemas: namedSchemas,
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API token (vsh_…) or a session token' } },
      },
    },
    {
      // Answers may gain fields over time; a client must not refuse them.
      override: ({ jsonSchema, io }) => {
        if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    },
  );
}

let built: oas31.OpenAPIObject | undefined;

/** The document (built on first use; the routes do not change while the process runs). */
export function openApiDocument(): oas31.OpenAPIObject {
  return (built ??= buildDocument());
}
