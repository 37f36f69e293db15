// The framework the app runs on, loaded and run by app/entry.ts before the app itself: evaluating
// react-dom and the app's own modules in one go was one long task of the page's start.
import 'react';
import 'react-dom/client';
