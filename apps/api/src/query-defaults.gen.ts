// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm --filter @gym/api generate`.

/** Per operation, the query parameters with a contract default: ajv fills them in, so they are always there. */
export interface QueryDefaults {
  listUserGyms: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  searchGyms: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  listUsers: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  listAdminGyms: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  listGymClients: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  listExpiredClients: 'page' | 'size';
  listGymActivity: 'pageNo' | 'pageSize';
  listClientActivity: 'pageNo' | 'pageSize';
  listMoneyFlows: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  searchMoneyFlows: 'sortBy' | 'sortOrder' | 'pageNo' | 'pageSize';
  getMoneyFlowAggregatedReport: 'reportType';
  listGymDevices: 'page' | 'size';
  listDeviceCommands: 'size';
  listClientInvoices: 'sortBy' | 'sortOrder' | 'pageNo' | 'pageSize';
  listGymInvoices: 'sortBy' | 'sortOrder' | 'pageNo' | 'pageSize';
  listInvoicePayments: 'sortBy' | 'sortOrder' | 'pageNo' | 'pageSize';
  listGymDues: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  listGymSms: 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder';
  exportGymClients: 'sortBy' | 'sortOrder';
  exportGymInvoices: 'sortBy' | 'sortOrder';
  exportInvoicePayments: 'sortBy' | 'sortOrder';
  exportMoneyFlows: 'sortBy' | 'sortOrder';
  exportGymSms: 'sortBy' | 'sortOrder';
}
