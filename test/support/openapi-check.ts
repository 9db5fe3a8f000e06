// The served OpenAPI document as a checker (ajv, draft 2020-12 as OpenAPI 3.1 uses it): is a request body
// what an operation documents, and is an answer one of the answers it documents for that HTTP status.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Schema } from './sample-value';

const DOC_ID = 'openapi.json';
const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export type OpenApiDoc = { paths: Record<string, { post: any }>; components: any; servers?: unknown[] };

export interface AnswerCheck {
  /** Where in the document the answer was checked against, or why it could not be. */
  against: string;
  errors: string | null;
}

export function openApiChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, validateFormats: true });
  addFormats(ajv);
  // A multipart part: bytes, never checked here.
  ajv.addFormat('binary', true);
  ajv.addSchema(doc as object, DOC_ID);
  const byPointer = new Map<string, ReturnType<typeof ajv.compile>>();
  const compiled = (pointer: string) => {
    let validate = byPointer.get(pointer);
    if (!validate) byPointer.set(pointer, (validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` })));
    return validate;
  };
  const bySchema = new WeakMap<object, ReturnType<typeof ajv.compile>>();
  const operationPointer = (api: string) => `/paths/${escape(`/api/admin/${api}`)}/post`;
  const errorsOf = (validate: ReturnType<typeof ajv.compile>) => ajv.errorsText(validate.errors, { separator: '; ' });

  return {
    ajv,
    operation: (api: string) => doc.paths[`/api/admin/${api}`]?.post,
    /** Any one schema taken from the document (no references out of it). */
    valid(schema: Schema, value: unknown): boolean {
      let validate = bySchema.get(schema);
      if (!validate) bySchema.set(schema, (validate = ajv.compile(schema)));
      return validate(value) as boolean;
    },
    /** The errors of a request body against the operation's schema for that content type, or null. */
    requestErrors(api: string, contentType: string, body: unknown): string | null {
      const validate = compiled(`${operationPointer(api)}/requestBody/content/${escape(contentType)}/schema`);
      return validate(body) ? null : errorsOf(validate);
    },
    /** Checks an answer against the response the operation documents for its status (default for 5xx). */
    checkAnswer(api: string, status: number, body: unknown): AnswerCheck {
      const op = this.operation(api);
      let response = op?.responses?.[String(status)];
      let pointer = `${operationPointer(api)}/responses/${status}`;
      if (!response && status >= 500) {
        response = op?.responses?.default;
        pointer = `${operationPointer(api)}/responses/default`;
      }
      if (!response) return { against: `${api} ${status}`, errors: `HTTP ${status} is not documented for ${api}` };
      if (response.$ref) pointer = response.$ref.slice(1);
      const validate = compiled(`${pointer}/content/application~1json/schema`);
      return { against: pointer, errors: validate(body) ? null : errorsOf(validate) };
    },
  };
}

export type OpenApiChecker = ReturnType<typeof openApiChecker>;
