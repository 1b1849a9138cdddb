// Response shapes of the API, shared by the worker and the web client.
export type AppConfig = { invitesRequired: boolean; registrationClosed: boolean };

export type FieldError = { field: string; message: string };
export type ErrorBody = { msg: string; errors?: FieldError[] };
