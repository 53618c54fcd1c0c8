import type { ContactUs, DemoRequest } from '../../../schemas/contact';
import type { Detail } from '../../../schemas/errors';
import { api, type Signal } from '../../lib/api';

/** The public site's enquiries: GETs with query parameters, answered with a neutral `{detail}`. */
export const publicSiteApi = {
  contactUs: (enquiry: ContactUs, { signal }: Signal = {}) => api.get<Detail>('/api/contact-us-email/', { query: enquiry, signal }),
  demoRequest: (enquiry: DemoRequest, { signal }: Signal = {}) => api.get<Detail>('/api/demo-request-email/', { query: enquiry, signal }),
};
