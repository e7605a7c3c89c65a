/**
 * Not loaded by pages on its own: this entry exists so that the build puts the framework every
 * React island uses (React's API, served by preact/compat, and nanostores) in ONE
 * shared chunk, cached once for every island and page, even while only one island uses it.
 * esbuild has no manual chunks; code imported by two entries is split out, and this is the second.
 */
export { Component, useEffect, useRef, useState, useSyncExternalStore } from 'react';
export { createRoot } from 'react-dom/client';
export { atom } from 'nanostores';
// The JSX runtime too: without it here, the first island or embed written in JSX outside this set
// splits it into a chunk of its own (one more request and less compression).
export { jsx, jsxs, Fragment } from 'react/jsx-runtime';
