// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

export { ChangePasswordRequestLimits } from './validation-limits/ChangePasswordRequest.gen.ts';
export { ClientFormLimits } from './validation-limits/ClientForm.gen.ts';
export { DeviceRequestLimits } from './validation-limits/DeviceRequest.gen.ts';
export { FreezeRequestLimits } from './validation-limits/FreezeRequest.gen.ts';
export { GymFormLimits } from './validation-limits/GymForm.gen.ts';
export { ImportUploadLimits } from './validation-limits/ImportUpload.gen.ts';
export { InvoiceRequestLimits } from './validation-limits/InvoiceRequest.gen.ts';
export { JudgeAttemptRequestLimits } from './validation-limits/JudgeAttemptRequest.gen.ts';
export { LoginRequestLimits } from './validation-limits/LoginRequest.gen.ts';
export { MeetRequestLimits } from './validation-limits/MeetRequest.gen.ts';
export { MoneyFlowRequestLimits } from './validation-limits/MoneyFlowRequest.gen.ts';
export { PasswordResetRequestLimits } from './validation-limits/PasswordResetRequest.gen.ts';
export { PaymentRequestLimits } from './validation-limits/PaymentRequest.gen.ts';
export { PricingPlanRequestLimits } from './validation-limits/PricingPlanRequest.gen.ts';
export { RegisterRequestLimits } from './validation-limits/RegisterRequest.gen.ts';
export { SendSmsRequestLimits } from './validation-limits/SendSmsRequest.gen.ts';
export { StaffChangeLimits } from './validation-limits/StaffChange.gen.ts';
export { StaffInvitationLimits } from './validation-limits/StaffInvitation.gen.ts';
export { StopOnOweLimits } from './validation-limits/StopOnOwe.gen.ts';
export { UserUpdateLimits } from './validation-limits/UserUpdate.gen.ts';
