import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from './content-disposition';
import { narrowToRange, servedRange } from './served-range';
import type { Config } from '../config';
import { assertByteRange, assertStorageKey, assertStoragePrefix, type ObjectStorage } from './storage';

export type S3StorageOptions = NonNullable<Config['s3']>;

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** The longest a SigV4 presigned URL may live: a week. */
const MAX_SIGNED_SECONDS = 7 * 24 * 3600;

/**
 * Objects in an S3 bucket (AWS or any S3-compatible store). One PutObject per file, which S3 applies
 * whole or not at all; that caps an object at S3's single-upload limit of 5 GB.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket, accessKeyId, secretAccessKey } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Without keys, the SDK's own chain supplies them (environment, shared files, instance role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // By default the SDK uploads in aws-chunked framing with a CRC trailer; S3-compatible servers that
    // do not know it store the framing as part of the object (s3rver does).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',

    async putFile(key, localPath, contentType) {
      assertStorageKey(key);
      const { size } = await statFile(localPath);
      const body = createReadStream(localPath);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
        );
      } finally {
        body.destroy();
      }
    },

    async get(key, range) {
      assertStorageKey(key);
      if (range) assertByteRange(range);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: range && `bytes=${range.start}-${range.end}`,
      });
      try {
        const object = await client.send(command);
        const served = servedRange(object.ContentRange, object.ContentLength ?? 0);
        const body = object.Body as Readable;
        return {
          body: range ? narrowToRange(body, served, range) : body,
          size: served.size,
          contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (hasName(error, 'InvalidRange')) {
          throw new RangeError(`Byte range ${range?.start}-${range?.end} starts past the end of ${key}`);
        }
        throw error;
      }
    },

    async stat(key) {
      assertStorageKey(key);
      const head = await orNull(client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
      return head && { size: head.ContentLength ?? 0, contentType: head.ContentType ?? DEFAULT_CONTENT_TYPE };
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async list(prefix) {
      assertStoragePrefix(prefix);
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },

    async signedGetUrl(key, seconds, { contentType, fileName }) {
      assertStorageKey(key);
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNED_SECONDS) {
        throw new RangeError(`A signed URL lives 1 to ${MAX_SIGNED_SECONDS} whole seconds (got ${seconds})`);
      }
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition(fileName),
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}

/** The answer, or null when the store says there is no such object. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const hasName = (error: unknown, name: string) => error instanceof Error && error.name === name;
/** GET says NoSuchKey; HEAD, whose answer has no body to name the error, says NotFound. */
const isMissing = (error: unknown) => hasName(error, 'NoSuchKey') || hasName(error, 'NotFound');
