import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const TIMED_POPUP_KINDS = ['new-provider', 'ios-exit', 'survey', 'promo-banner'] as const;

export const timedPopupsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    popups: {
      type: 'array',
      uniqueItems: true,
      default: [],
      description:
        "The popups this entry runs (spec §4): 'new-provider' (once per session to a provider's target group), 'ios-exit' (Meta's in-app browser on iOS, after 5 min signed in), 'survey' (after 5 min, survey-config), 'promo-banner' (in the guest's enter buttons, feature promoBannerInEnterButton).",
      items: { enum: TIMED_POPUP_KINDS },
    },
    // No `default` for the survey's address and the promo path: the build would copy them into the
    // shell layout that every page loads; the component falls back to its own (DEFAULT_SURVEY_URL,
    // DEFAULT_PROMO_PATH).
    surveyUrl: {
      type: 'string',
      pattern: '^https://',
      description:
        "Address of the survey the survey invitation opens; '{survey}' and '{collector}' are replaced by survey_id and survey_collector_id of survey-config (default: the survey service's address of the collector).",
    },
    promoPath: {
      type: 'string',
      pattern: '^/',
      description: "Path the promo banner's link leads to (default '/registration').",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type TimedPopupsProps = FromSchema<typeof timedPopupsProps>;
