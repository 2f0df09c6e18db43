/**
 * The part of OpenAPI 3.1 (and its JSON Schema 2020-12 dialect) the generator writes and the
 * client generator reads. Not a full model of the specification: only what Plinth emits.
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  format?: string;
  pattern?: string;
  enum?: (string | number | boolean | null)[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minProperties?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  readOnly?: boolean;
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

interface MediaType {
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}

interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface Reference {
  $ref: string;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
}

export type PathItem = Partial<Record<HttpMethod, OperationObject>>;

interface SecurityScheme {
  type: 'apiKey';
  in: 'header';
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecurityScheme>;
  };
  security: Record<string, string[]>[];
}

export const isReference = (x: object): x is Reference => '$ref' in x && typeof (x as Reference).$ref === 'string';
