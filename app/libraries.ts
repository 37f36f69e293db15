// The libraries the app runs on beyond React, loaded and run by app/entry.ts between the framework
// and the app: evaluating them with the app's own modules was one task of 45–70 ms in Lighthouse's
// unthrottled trace of the lobby (four times that simulated). Named exports, not bare imports: the
// bundler drops a bare import of a package without side effects.
export { BrowserRouter } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
