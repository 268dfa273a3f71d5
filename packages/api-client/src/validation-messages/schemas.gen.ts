// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

export { ChangePasswordRequest } from './ChangePasswordRequest.gen.ts';
export { ClientForm } from './ClientForm.gen.ts';
export { DeviceRequest } from './DeviceRequest.gen.ts';
export { FreezeRequest } from './FreezeRequest.gen.ts';
export { GymForm } from './GymForm.gen.ts';
export { InvoiceRequest } from './InvoiceRequest.gen.ts';
export { JudgeAttemptRequest } from './JudgeAttemptRequest.gen.ts';
export { JudgeCurrentRequest } from './JudgeCurrentRequest.gen.ts';
export { JudgeDecisionRequest } from './JudgeDecisionRequest.gen.ts';
export { LoginRequest } from './LoginRequest.gen.ts';
export { MeetRequest } from './MeetRequest.gen.ts';
export { MoneyFlowRequest } from './MoneyFlowRequest.gen.ts';
export { PasswordResetCodeRequest } from './PasswordResetCodeRequest.gen.ts';
export { PasswordResetRequest } from './PasswordResetRequest.gen.ts';
export { PaymentRequest } from './PaymentRequest.gen.ts';
export { PricingPlanRequest } from './PricingPlanRequest.gen.ts';
export { RegisterRequest } from './RegisterRequest.gen.ts';
export { StaffChange } from './StaffChange.gen.ts';
export { StaffInvitation } from './StaffInvitation.gen.ts';
export { StopOnOwe } from './StopOnOwe.gen.ts';
export { UserUpdate } from './UserUpdate.gen.ts';
