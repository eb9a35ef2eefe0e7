// The slice of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
