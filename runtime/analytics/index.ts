// Public entry of analytics for widgets: the form-flow steps they report and the visitor's
// attribution. The reports themselves start when the page is idle (start-analytics.ts).
export {
  setVisitorAttribution,
  useResolvedStag,
  visitorAttribution,
  type VisitorAttribution,
} from './attribution-store.ts';
export {
  trackStep,
  type AnalyticsEvent,
  type AnalyticsFailure,
  type AnalyticsFlow,
  type AnalyticsStep,
} from './flow-events.ts';
