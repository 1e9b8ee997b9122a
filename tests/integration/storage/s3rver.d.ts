/** The part of s3rver (which ships no types) that the S3 storage tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export = S3rver;
}
