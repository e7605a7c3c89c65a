/** Company details shown in the header and footer (content, not interface text). */
export const COMPANY = {
  hotline: '1900 6868',
  hotlineHref: 'tel:19006868',
  email: 'cskh@giaovansaigon.vn',
} as const;

/** HubSpot-style ids of the demo contact form (made up; the form island reads them). */
export const CONTACT_FORM = { region: 'na1', portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94' } as const;
