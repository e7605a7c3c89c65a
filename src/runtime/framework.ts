/**
 * Not loaded by pages on its own: this entry exists so that the build puts the framework every
 * React island uses (React's API, served by preact/compat, and nanostores) in ONE
 * shared chunk, cached once for every island and page, even while only one island uses it.
 * esbuild has no manual chunks; code imported by two entries is split out, and this is the second.
 */
export { Component, useEffect, useRef, useState, useSyncExternalStore } from 'react';
export { createRoot } from 'react-dom/client';
export { atom } from 'nanostores';
export { useStore } from '../../stores/use-store';
