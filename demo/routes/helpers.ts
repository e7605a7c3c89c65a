import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { checkNonce } from '../context';
import { ErrorPage } from '../pages/MiscPages';
import { sendPage } from '../render';
import { safeRedirectPath } from '../lib/redirect';

export type Body = Record<string, string | string[] | undefined>;

/** A form field as one trimmed string ('' when missing; the first of repeated ones; never a number or an array). */
export function field(body: unknown, name: string): string {
  const value: unknown = (body as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** A password field: the first value, untrimmed (spaces count in a password); '' when missing. */
export function secret(body: unknown, name: string): string {
  const value: unknown = (body as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Whether validation on this request found errors (flash and add-to-cart notices do not count). */
export const hasErrors = (notices: ReadonlyArray<{ type: string }>): boolean => notices.some((n) => n.type === 'error');

/** The query string as strings only: a repeated parameter gives its first value. */
export const query = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).map(([key, value]) => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return [key, typeof first === 'string' ? first : undefined];
    }),
  );

export function sendError(request: FastifyRequest, reply: FastifyReply, status: 403 | 404 | 500): FastifyReply {
  return sendPage(reply, createElement(ErrorPage, { ctx: request.shop, status }), status);
}

/** Answers 403 with a clear page unless the nonce is valid for the action; returns whether it was. */
export function requireNonce(request: FastifyRequest, reply: FastifyReply, nonce: unknown, action: string): boolean {
  if (checkNonce(request.shop, nonce, action)) return true;
  sendError(request, reply, 403);
  return false;
}

/** 303 to a same-origin path only. */
export const redirect = (reply: FastifyReply, target: string): FastifyReply => reply.redirect(safeRedirectPath(target), 303);

export const positiveInt = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
