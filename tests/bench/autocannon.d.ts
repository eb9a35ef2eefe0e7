// The slice of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type FormField = { type: 'text'; value: string } | { type: 'file'; path: string };
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    body?: string;
    form?: Record<string, FormField>;
    /** Each request may be rewritten before it is sent (a body, headers). */
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
