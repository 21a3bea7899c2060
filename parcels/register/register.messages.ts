const messages = {
  'zh-CN': {
    title: '注册',
    subtitle: '注册租户主账号，开通工业云平台服务',
    tenantName: '租户名称',
    userName: '用户名',
    mobile: '手机号',
    code: '验证码',
    email: '邮箱',
    password: '密码',
    confirmPassword: '确认密码',
    agreePrefix: '我已阅读并同意',
    agreement: '《用户服务协议》',
    and: '和',
    privacy: '《法律声明及隐私政策》',
    submit: '注册',
    submitting: '注册中，请稍后',
    codeSent: '验证码已发送',
    success: '恭喜！您已注册成功。',
    haveAccount: '已有账号？',
    failed: '注册失败，请稍后重试',
    nameTaken: '租户名称重复',
  },
  'en-US': {
    title: 'Register',
    subtitle: 'Register a tenant primary account to use the Industrial Cloud Platform',
    tenantName: 'Tenant name',
    userName: 'User name',
    mobile: 'Phone number',
    code: 'Verification code',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    agreePrefix: 'I have read and agree to the ',
    agreement: 'User agreement',
    and: ' and the ',
    privacy: 'Legal statement and privacy policy',
    submit: 'Register',
    submitting: 'Registering, please wait',
    codeSent: 'Code sent',
    success: 'Congratulations! You are registered.',
    haveAccount: 'Already have an account?',
    failed: 'Registration failed, please try again later',
    nameTaken: 'This tenant name is already taken',
  },
} as const;

export type RegisterText = { [K in keyof (typeof messages)['zh-CN']]: string };

export function registerText(language: string | null | undefined): RegisterText {
  return language === 'en-US' ? messages['en-US'] : messages['zh-CN'];
}
