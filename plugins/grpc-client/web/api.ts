/** The grpc-api plugin's routes the tab calls (GRPC_API), typed. */
import { GRPC_API } from '@plinth/sdk';
import type { ApiClient } from '@plinth/sdk/web';

export interface FieldDescription {
  name: string;
  number: number;
  /** A scalar (`string`, `int64`...) or a message of the package by its short name. */
  type: string;
  repeated: boolean;
  optional: boolean;
  message: boolean;
}

export interface ServicesDescription {
  package: string;
  services: { name: string; fullName: string; methods: { name: string; input: string; output: string }[] }[];
  messages: Record<string, { name: string; fields: FieldDescription[] }>;
}

export interface GrpcInfo {
  package: string;
  /** Where the gRPC server listens; null while PLINTH_GRPC_PORT is unset. */
  port: number | null;
  services: string[];
}

export interface CallAnswer {
  code: number;
  status: string;
  details: string;
  response: unknown;
  timeMs: number;
}

export function grpcApi(api: ApiClient, projectId: string) {
  return {
    info: () => api.get<GrpcInfo>(GRPC_API.info(projectId)),
    services: () => api.get<ServicesDescription>(GRPC_API.services(projectId)),
    call: (body: { service: string; method: string; request: unknown; metadata: Record<string, string> }) =>
      api.post<CallAnswer>(GRPC_API.call(projectId), body),
    protoUrl: GRPC_API.proto(projectId),
  };
}
